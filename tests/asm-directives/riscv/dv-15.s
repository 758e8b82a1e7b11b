.file 1 "a.c" foo
add a0, a1, a2
