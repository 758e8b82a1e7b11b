# LLVM-MCA-BEGIN
imulq %rcx, %rdx
.include "rgi-inc2.s"
subq %rsi, %rdi
