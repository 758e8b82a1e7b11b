.file 1 "a.c" MD5 0x1
add a0, a1, a2
