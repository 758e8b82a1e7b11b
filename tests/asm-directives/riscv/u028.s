.section .foo,"aM",@progbits,-1
add a0, a1, a2
