addq %rax, %rbx
.include "rgi-i4.s" # LLVM-MCA-LATENCY 9
addq %rax, %rbx
