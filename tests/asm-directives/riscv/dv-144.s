.file 1 "a.c"
.loc 1 2 3 is_stmt 2
add a0, a1, a2
