.section .foo,"aM",@progbits,0
nop
