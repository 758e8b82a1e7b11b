.section .foo,"a",@nobits
nop
