.equ a, 1
.equ a, 2
addq %rax, %rbx
