.section .foo,"ax",@progbits
.section .foo,"ax",@nobits
.section .foo,"aw",@nobits
add a0, a1, a2
