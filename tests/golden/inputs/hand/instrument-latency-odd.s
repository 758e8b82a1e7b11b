# LATENCY instruments with unusual values: zero, not a number, very large, two numbers.
# LLVM-MCA-LATENCY 0
addq %rax, %rbx
# LLVM-MCA-LATENCY abc
addq %rbx, %rcx
# LLVM-MCA-LATENCY 1000
addq %rcx, %rax
#LLVM-MCA-LATENCY 2 3
imulq %rax, %rdx
