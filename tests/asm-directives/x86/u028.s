.section .foo,"aM",@progbits,-1
nop
