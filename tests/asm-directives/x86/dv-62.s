.balign 3
addq %rax, %rbx
