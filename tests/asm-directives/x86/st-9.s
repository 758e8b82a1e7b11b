.set a, 1
a:
addq %rax, %rbx
