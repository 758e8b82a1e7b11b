.p2align 4,,15
addq %rax, %rbx
