.align 16
addq %rax, %rbx
