.align 3
addq %rax, %rbx
