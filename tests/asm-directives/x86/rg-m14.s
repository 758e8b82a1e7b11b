# LLVM-MCA-BEGIN x
imulq %rcx, %rdx
.rept 2 # LLVM-MCA-END x
addq %rax, %rbx
.endr
subq %rsi, %rdi
