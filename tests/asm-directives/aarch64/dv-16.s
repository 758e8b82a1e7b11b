.file 1 "a.c" md5 x
add x0, x1, x2
