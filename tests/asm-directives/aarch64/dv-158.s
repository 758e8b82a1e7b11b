.file 1 "a.c" md5 1
add x0, x1, x2
