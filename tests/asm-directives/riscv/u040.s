.section .foo,"a",@"progbits"
add a0, a1, a2
