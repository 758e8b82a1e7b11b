.file 1 "a.c"
.loc 1 2 3 isa -1 is_stmt 5
addq %rax, %rbx
