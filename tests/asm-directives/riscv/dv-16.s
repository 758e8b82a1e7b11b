.file 1 "a.c" md5 x
add a0, a1, a2
