.section .text.startup,"ax",@progbits
add a0, a1, a2
