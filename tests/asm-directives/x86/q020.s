.section .foo,"awx",@progbits
nop
