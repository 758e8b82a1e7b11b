.section .foo,"awx",@progbits
add x0, x1, x2
