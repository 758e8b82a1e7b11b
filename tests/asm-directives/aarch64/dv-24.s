.file -1 "a.c"
add x0, x1, x2
