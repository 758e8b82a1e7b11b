# LLVM-MCA-LATENCY 4
addq %rax, %rbx
