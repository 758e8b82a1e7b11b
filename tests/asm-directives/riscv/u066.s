.section .text,"ax",@nobits
add a0, a1, a2
