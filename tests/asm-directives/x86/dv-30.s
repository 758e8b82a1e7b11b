.file 1 "a.c" md5 0xfffffffffffffffffffffffffffffffff
addq %rax, %rbx
