.file 1 "a.c" md5
addq %rax, %rbx
