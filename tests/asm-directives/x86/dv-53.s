.p2align 33
addq %rax, %rbx
