.section .text,"ax",@progbits
nop
