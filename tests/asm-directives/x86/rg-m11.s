imulq %rcx, %rdx
# LLVM-MCA-BEGIN x
.include "rgi-inc4.s"
# LLVM-MCA-END x
subq %rsi, %rdi
