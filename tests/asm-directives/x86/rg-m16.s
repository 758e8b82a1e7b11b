# LLVM-MCA-BEGIN x
imulq %rcx, %rdx
.include "rgi-inc4.s" # foo
subq %rsi, %rdi
# LLVM-MCA-END x
