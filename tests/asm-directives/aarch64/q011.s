.section .foo,"aG",@progbits
add x0, x1, x2
