.section .foo,"?",@progbits
nop
