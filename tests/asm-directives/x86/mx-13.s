.section .x, "aG", @progbits, grp, comdat
nop
