.section .foo,"ax",@progbits
.section .foo,"ax",@nobits
.section .foo,"aw",@nobits
nop
