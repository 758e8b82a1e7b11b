.section .foo,"G",@progbits,1
nop
