# LLVM-MCA-LATENCY 7
addq %rax, %rbx
.include "rgi-i4.s"
addq %rax, %rbx
# LLVM-MCA-LATENCY 2
addq %rax, %rbx
