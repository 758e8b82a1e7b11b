# LLVM-MCA-BEGIN x
imulq %rcx, %rdx
.include "rgi-inc4.s"
# LLVM-MCA-END x
subq %rsi, %rdi
