.set a, 1
.set a, 2
addq %rax, %rbx
