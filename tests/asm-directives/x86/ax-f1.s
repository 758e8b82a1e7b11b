.file 1 "a.c"
.file 1 "a.c"
nop
