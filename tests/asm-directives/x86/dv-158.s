.file 1 "a.c" md5 1
addq %rax, %rbx
