a:
.set a, 1
addq %rax, %rbx
