.section .foo,"aM",@progbits,-1
add x0, x1, x2
