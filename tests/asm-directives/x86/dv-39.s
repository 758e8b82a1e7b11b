.file 1 "a.c"
.loc 1 2 3 is_stmt x
addq %rax, %rbx
