.file 1 "a.c" md5
add a0, a1, a2
