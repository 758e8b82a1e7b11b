.file "a.c" source "x"
add x0, x1, x2
