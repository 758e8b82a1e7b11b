.file
addq %rax, %rbx
