.p2align -1
addq %rax, %rbx
