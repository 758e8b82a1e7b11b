# LLVM-MCA-BEGIN x
imulq %rcx, %rdx
.rept 2
addq %rax, %rbx
.endr # LLVM-MCA-END x
subq %rsi, %rdi
