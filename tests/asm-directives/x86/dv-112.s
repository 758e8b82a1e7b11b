.type foo, @bar
addq %rax, %rbx
