.ident "a",
addq %rax, %rbx
