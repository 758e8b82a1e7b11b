.section .foo,"ax",@progbits
.section .foo,"ax",@nobits
.section .foo,"aw",@nobits
add x0, x1, x2
