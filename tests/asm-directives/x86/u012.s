.section .foo,"a",@1
nop
