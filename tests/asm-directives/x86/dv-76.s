.fill 1, x
addq %rax, %rbx
