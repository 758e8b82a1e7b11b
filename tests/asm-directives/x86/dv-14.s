.file 1 "a.c" source
addq %rax, %rbx
