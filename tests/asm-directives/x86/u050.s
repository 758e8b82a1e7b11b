.section .foo,"aG",@progbits,g,comdat,unique,3
nop
