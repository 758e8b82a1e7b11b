.section .foo,"ax",@progbits,unique,3
.set .foo, 1
nop
