.section .text.startup,"ax",@progbits
add x0, x1, x2
