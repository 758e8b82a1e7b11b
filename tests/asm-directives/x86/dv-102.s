.size foo, 8
addq %rax, %rbx
