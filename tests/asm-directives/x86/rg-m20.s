# LLVM-MCA-BEGIN x
imulq %rcx, %rdx
foo: .include "rgi-inc4.s" ; # LLVM-MCA-END x
subq %rsi, %rdi
