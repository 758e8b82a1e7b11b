.skip 4, 0x100
addq %rax, %rbx
