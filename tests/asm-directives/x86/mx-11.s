.section .x, "a", %progbits
nop
