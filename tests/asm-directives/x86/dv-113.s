.type foo
addq %rax, %rbx
