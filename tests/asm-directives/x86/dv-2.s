.ident "a" x
addq %rax, %rbx
