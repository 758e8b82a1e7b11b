a:
.set a, a
addq %rax, %rbx
