imulq %rcx, %rdx
.include "rgi-inc3.s"
subq %rsi, %rdi
# LLVM-MCA-END x
shlq %rsi
