# Two interleaved chains of different latencies plus an independent stream.
imulq %rax, %rbx
addq %rcx, %rdx
imulq %rbx, %rax
addq %rdx, %rcx
shlq $2, %rsi
leaq 1(%rdi), %rdi
imulq %rax, %rbx
addq %rcx, %rdx
