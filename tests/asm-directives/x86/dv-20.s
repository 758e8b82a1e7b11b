.file "a.c" "b.c"
addq %rax, %rbx
