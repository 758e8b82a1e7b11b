.file 0 "/d" "a.c"
.file 1 "b.c"
.loc 1 5 2
addq %rax, %rbx
