.section .foo,"aM",@progbits,x
nop
