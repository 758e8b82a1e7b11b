.section .foo,"aG",@progbits
nop
