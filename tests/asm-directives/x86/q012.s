.section .foo,"a",@progbits,x
nop
