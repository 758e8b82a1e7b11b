.file 0 "/d" "a.c"
.file 1 "a.c" source "x"
.loc 1 5 2
addq %rax, %rbx
