.section .foo,"aM",@progbits,4,unique,3
add x0, x1, x2
