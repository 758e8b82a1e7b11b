imulq %rcx, %rdx
.include "rgi-inc5.s"
# LLVM-MCA-BEGIN x
subq %rsi, %rdi
# LLVM-MCA-END x
