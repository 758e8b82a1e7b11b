.ident foo
addq %rax, %rbx
