.file 1 "a.c" "b.c" "c.c"
addq %rax, %rbx
