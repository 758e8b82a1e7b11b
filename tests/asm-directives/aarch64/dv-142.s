.file 1 "a.c"
.loc 1 2 3 prologue_end
add x0, x1, x2
