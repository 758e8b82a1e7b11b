.space 4,
addq %rax, %rbx
