.balignl 8, 0x100000000
addq %rax, %rbx
