.section .foo,"aM",@progbits,0
add x0, x1, x2
