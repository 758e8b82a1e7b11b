.file 1 "a.c"
.loc 1 2 3 is_stmt 2-1
add x0, x1, x2
