.file 0 "d" "a.c" md5 0x1
addq %rax, %rbx
