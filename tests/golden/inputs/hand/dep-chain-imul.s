# Multiply chain: latency-bound, not throughput-bound.
imulq %rax, %rax
imulq %rax, %rax
imull %ecx, %ecx
imull %ecx, %edx
imulq $7, %rdx, %rax
