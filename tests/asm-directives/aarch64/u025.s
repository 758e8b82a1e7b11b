.section .foo,"a",@PROGBITS
add x0, x1, x2
