.file 1 "a.c" md5 0xfffffffffffffffffffffffffffffffff
add a0, a1, a2
