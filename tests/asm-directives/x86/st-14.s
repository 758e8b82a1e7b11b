.L1:
.set .L1, 2
addq %rax, %rbx
