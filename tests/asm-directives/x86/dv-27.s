.file 1 "a.c" MD5 0x1
addq %rax, %rbx
