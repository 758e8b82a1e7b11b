.file 1 "a.c"
.loc 1 2 3 epilogue_begin basic_block
add x0, x1, x2
