.file 1 "a.c" md5 0xfffffffffffffffffffffffffffffffff
add x0, x1, x2
