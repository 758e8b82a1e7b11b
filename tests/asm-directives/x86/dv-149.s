.file 1 "a.c"
.loc 1 2 3 epilogue_begin basic_block
addq %rax, %rbx
