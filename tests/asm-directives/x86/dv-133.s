.protected foo
addq %rax, %rbx
