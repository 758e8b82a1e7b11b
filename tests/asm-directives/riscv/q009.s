.section .foo,"aM",@progbits
add a0, a1, a2
