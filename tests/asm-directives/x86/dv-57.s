.p2align 4,,x
addq %rax, %rbx
