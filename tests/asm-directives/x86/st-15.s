a:
.set A, 1
addq %rax, %rbx
