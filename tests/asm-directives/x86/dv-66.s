.balign 16,0x100
addq %rax, %rbx
