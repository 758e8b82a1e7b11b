.section .foo,"aM",@progbits
add x0, x1, x2
