.file 1 "a.c" source "x" md5 0x1
addq %rax, %rbx
