.section .foo,"aM",@progbits
nop
