.balign 0
addq %rax, %rbx
