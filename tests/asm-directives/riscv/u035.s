.section .foo,"a",@progbits,unique,4294967295
add a0, a1, a2
