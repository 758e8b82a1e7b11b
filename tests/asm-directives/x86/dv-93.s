a = 1
a = 2
addq %rax, %rbx
