.section .foo,"aG",@progbits,grp,comdat
nop
