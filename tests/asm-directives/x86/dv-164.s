.file 1
addq %rax, %rbx
