.p2align 4,0x1ff
addq %rax, %rbx
