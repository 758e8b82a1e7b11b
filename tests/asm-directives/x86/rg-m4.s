# LLVM-MCA-BEGIN outer
imulq %rcx, %rdx
.include "rgi-inc1.s"
subq %rsi, %rdi
# LLVM-MCA-END outer
