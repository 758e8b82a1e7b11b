.file 1 "a.c"
.loc_label foo
addq %rax, %rbx
