.p2align 4,,-1
addq %rax, %rbx
