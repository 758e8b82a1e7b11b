.file 1 "a.c" md5 1
add a0, a1, a2
