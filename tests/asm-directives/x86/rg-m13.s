.macro foo
addq %rax, %rbx
.endm
# LLVM-MCA-BEGIN x
imulq %rcx, %rdx
foo # LLVM-MCA-END x
subq %rsi, %rdi
