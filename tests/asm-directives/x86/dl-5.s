jmp 1f
.file 2 "a.c"
.long 2f
nop
