.file 1 "a.c"
.loc 1 2 3 isa -1
add a0, a1, a2
