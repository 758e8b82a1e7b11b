.section .foo,"a",@bogus
nop
