.section .foo,"G",@progbits,grp,comdat
.set .foo, 1
nop
