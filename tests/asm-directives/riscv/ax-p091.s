.file 1 "a.c"
.loc 1 2 3
nop
