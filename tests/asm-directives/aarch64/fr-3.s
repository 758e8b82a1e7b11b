.file 0 "/d" "a.c"
.file 1 "/e" "a.c"
.loc 1 5 2 view -0
add x0, x1, x2
