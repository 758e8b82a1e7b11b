.section .foo,"a",@progbits,x
add x0, x1, x2
