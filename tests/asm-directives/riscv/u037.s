.section .foo,"a",@progbits,unique 1
add a0, a1, a2
