a:
.equ a, 1
addq %rax, %rbx
