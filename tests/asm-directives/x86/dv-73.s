.fill 1, 2, 3
addq %rax, %rbx
