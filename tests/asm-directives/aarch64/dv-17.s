.file 1 "a.c" 5
add x0, x1, x2
