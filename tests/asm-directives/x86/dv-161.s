.file 1 "a.c" foo
addq %rax, %rbx
