.file "a.c" source "x"
addq %rax, %rbx
