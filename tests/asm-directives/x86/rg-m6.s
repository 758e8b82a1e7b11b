imulq %rcx, %rdx
# LLVM-MCA-BEGIN outer
.include "rgi-inc2.s"
subq %rsi, %rdi
