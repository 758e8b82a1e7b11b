.file "a.c" "b.c"
add x0, x1, x2
