.file "a.c"
.file "b.c"
nop
