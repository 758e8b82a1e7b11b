.file 1 "a.c" "b.c" "c.c"
add a0, a1, a2
