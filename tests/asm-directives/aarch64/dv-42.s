.file 1 "a.c"
.loc 1 2 3 is_stmt
add x0, x1, x2
