.file 0 "/d" "a.c"
.file 0 "/d" "b.c"
.file 1 "a.c"
.loc 1 5 2
addq %rax, %rbx
