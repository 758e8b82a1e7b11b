.section .foo,"a",@
nop
