.file "a.c"
nop
