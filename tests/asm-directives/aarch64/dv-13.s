.file 1 "a.c" md5
add x0, x1, x2
