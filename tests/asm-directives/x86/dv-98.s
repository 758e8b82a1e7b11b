.equ a,
addq %rax, %rbx
