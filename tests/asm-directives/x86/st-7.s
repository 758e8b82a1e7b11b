a:
a = 1
addq %rax, %rbx
