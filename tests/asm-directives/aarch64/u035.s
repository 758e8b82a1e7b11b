.section .foo,"a",@progbits,unique,4294967295
add x0, x1, x2
