.file 1 "a.c" source
add x0, x1, x2
