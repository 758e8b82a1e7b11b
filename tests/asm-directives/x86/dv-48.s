.p2align 4,0x90
addq %rax, %rbx
