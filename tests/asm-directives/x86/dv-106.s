.size foo, x
addq %rax, %rbx
