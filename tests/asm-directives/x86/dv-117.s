.ident "a" "b"
addq %rax, %rbx
