.p2align 4,,
addq %rax, %rbx
