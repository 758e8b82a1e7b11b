.p2align x
addq %rax, %rbx
