.p2align
addq %rax, %rbx
