imulq %rcx, %rdx
# LLVM-MCA-BEGIN a
.include "rgi-inc1.s"
subq %rsi, %rdi
# LLVM-MCA-END a
