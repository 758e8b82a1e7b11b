addq %rax, %rbx
addq %xmm0, %rbx
