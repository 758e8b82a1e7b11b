.section .foo,"a",@progbits,unique
add x0, x1, x2
