.balign 16,0x90,3
addq %rax, %rbx
