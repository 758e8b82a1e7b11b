.section .foo,"a",@progbits,unique
nop
