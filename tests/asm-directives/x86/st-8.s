a:
.equiv a, 1
addq %rax, %rbx
