.file 1 "a.c" foo
add x0, x1, x2
