.file 1 "d" "a.c" source "int x;"
nop
