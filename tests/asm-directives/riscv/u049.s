.section .foo,"aM",@progbits,4,unique,3
add a0, a1, a2
