.file -1 "a.c"
addq %rax, %rbx
