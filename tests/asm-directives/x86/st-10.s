.set a, b
a:
addq %rax, %rbx
