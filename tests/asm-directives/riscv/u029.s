.section .foo,"aM",@progbits,x
add a0, a1, a2
