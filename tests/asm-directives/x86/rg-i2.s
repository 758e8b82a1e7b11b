# LLVM-MCA-LATENCY 7
.include "rgi-i3.s"
addq %rax, %rbx
