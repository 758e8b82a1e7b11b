addq %rax, %rbx
# LLVM-MCA-LATENCY 3
addq %rax, %rbx
