.file 0 "/d" "a.c"
.file 2 "a.c"
.loc 2 5 2
addq %rax, %rbx
