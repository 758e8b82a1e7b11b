.file 1 "a.c" , md5 0x1
addq %rax, %rbx
