.section .x, "a", @progbits, unique, 3
nop
