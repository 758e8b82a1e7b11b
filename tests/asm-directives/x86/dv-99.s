.set .text, 1
addq %rax, %rbx
