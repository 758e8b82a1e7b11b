.file 1 "a.c" "b.c" "c.c"
add x0, x1, x2
