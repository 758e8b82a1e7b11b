.file 1 "a.c"
.loc 1 2 3 view -1
add x0, x1, x2
