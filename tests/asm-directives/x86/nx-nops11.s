.nops 4, 1, 2
nop
