.file 1 "a.c"
.loc 1 2 3 isa x
add a0, a1, a2
