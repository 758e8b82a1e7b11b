.section .foo,"a",@progbits,unique,-1
nop
