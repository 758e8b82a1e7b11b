.section .x, "ao", @progbits, sym
nop
