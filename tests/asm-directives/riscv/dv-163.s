.file -1 "a.c"
add a0, a1, a2
