.section .foo,"aM",@progbits,4,unique,3
nop
