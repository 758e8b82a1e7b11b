.file 1 "a.c" 5
addq %rax, %rbx
