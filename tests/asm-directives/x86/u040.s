.section .foo,"a",@"progbits"
nop
