.section .foo,"a",@progbits
.section .foo,"a",@nobits
add a0, a1, a2
