.file 1 "a.c"
.loc 1 2 3 view 0
addq %rax, %rbx
