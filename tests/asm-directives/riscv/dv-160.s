.file 1 "a.c" source
add a0, a1, a2
