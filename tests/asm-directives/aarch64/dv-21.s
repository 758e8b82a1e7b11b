.file "a.c" md5 0x1
add x0, x1, x2
