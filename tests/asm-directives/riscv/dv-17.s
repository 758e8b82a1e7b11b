.file 1 "a.c" 5
add a0, a1, a2
