.size foo,
addq %rax, %rbx
