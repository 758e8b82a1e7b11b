.section .foo,"a",@progbits,x
add a0, a1, a2
