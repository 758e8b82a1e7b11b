.ident "GCC: (Debian 12.2.0-14) 12.2.0"
addq %rax, %rbx
