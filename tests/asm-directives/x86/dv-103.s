.size foo, .-foo
addq %rax, %rbx
