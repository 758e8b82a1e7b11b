.section .foo,"ao",@progbits,"bar"
add a0, a1, a2
