.p2align 64
addq %rax, %rbx
