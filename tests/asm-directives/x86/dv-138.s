.symver foo, foo@VER_1
addq %rax, %rbx
