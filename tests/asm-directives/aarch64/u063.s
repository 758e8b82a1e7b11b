.section .foo,"a",@progbits
.section .foo,"w",@progbits
add x0, x1, x2
