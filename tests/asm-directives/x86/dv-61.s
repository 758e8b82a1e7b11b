.balign 16
addq %rax, %rbx
