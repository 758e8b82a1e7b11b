.section .text.startup,"ax",@progbits
addq %rax, %rbx
