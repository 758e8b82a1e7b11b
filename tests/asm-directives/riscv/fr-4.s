.file 0 "/d" "a.c"
.file 2 "a.c"
.loc 2 5 2
add a0, a1, a2
