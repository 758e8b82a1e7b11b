.section .foo,"aM",@progbits,4
.section .foo,"aM",@progbits,8
nop
