.section .foo,"aM",@progbits,4
.section .foo,"aM",@progbits,8
add a0, a1, a2
