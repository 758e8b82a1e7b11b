.section .text,"ax",@nobits
nop
