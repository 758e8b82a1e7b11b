.section .foo,"aM",@progbits,4
.section .foo,"aM",@progbits,8
add x0, x1, x2
