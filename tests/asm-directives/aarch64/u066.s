.section .text,"ax",@nobits
add x0, x1, x2
