.file 0 "/d" "a.c"
.file 1 "a.c"
.file 2 "b.c"
.loc 2 5 2
.loc 1 5 2
add x0, x1, x2
