.set a, 1
.equiv a, 2
addq %rax, %rbx
