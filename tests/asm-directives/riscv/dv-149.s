.file 1 "a.c"
.loc 1 2 3 epilogue_begin basic_block
add a0, a1, a2
