.fill 1, 8, 0x100000000
addq %rax, %rbx
