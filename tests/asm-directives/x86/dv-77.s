.fill 1, 9, 0
addq %rax, %rbx
