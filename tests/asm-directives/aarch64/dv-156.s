.file 1 "a.c"
.loc_label foo
add x0, x1, x2
