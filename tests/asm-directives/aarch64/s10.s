.section .foo,"ao",@progbits,"bar"
add x0, x1, x2
