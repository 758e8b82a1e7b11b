.p2align 4 5
addq %rax, %rbx
