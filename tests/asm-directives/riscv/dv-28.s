.file 1 "a.c" md5 0x1 md5 0x2
add a0, a1, a2
