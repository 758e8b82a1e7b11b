imulq %rcx, %rdx
.rept 2
# LLVM-MCA-BEGIN
addq %rax, %rbx
# LLVM-MCA-END
.endr
subq %rsi, %rdi
