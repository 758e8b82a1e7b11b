.section .foo,"a",@progbits
.section .foo,"a",@nobits
nop
