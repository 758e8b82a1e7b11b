.file 1 "a.c"
.loc_label foo
add a0, a1, a2
