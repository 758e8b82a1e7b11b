.macro foo
# LLVM-MCA-BEGIN mac
addq %rax, %rbx
# LLVM-MCA-END mac
.endm
imulq %rcx, %rdx
foo
subq %rsi, %rdi
