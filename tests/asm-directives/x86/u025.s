.section .foo,"a",@PROGBITS
nop
