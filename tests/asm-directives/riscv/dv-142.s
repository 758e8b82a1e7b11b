.file 1 "a.c"
.loc 1 2 3 prologue_end
add a0, a1, a2
