.file "a.c" foo
addq %rax, %rbx
