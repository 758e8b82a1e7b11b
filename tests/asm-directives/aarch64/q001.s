.section .text,"ax",@progbits
add x0, x1, x2
