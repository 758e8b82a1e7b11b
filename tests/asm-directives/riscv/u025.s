.section .foo,"a",@PROGBITS
add a0, a1, a2
