.file 1 "a.c" source "x" md5 0x1
add a0, a1, a2
