.section .foo,"a",@progbits,unique
add a0, a1, a2
