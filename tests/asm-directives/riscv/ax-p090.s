.loc 1 1
.file 1 "a.c"
nop
