.section .foo,"a",@progbits
.section .foo,"w",@progbits
add a0, a1, a2
