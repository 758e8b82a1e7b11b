.set a, b
.set a, 1
addq %rax, %rbx
