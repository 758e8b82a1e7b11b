.section .foo,"aM",@progbits,4
nop
