.nops 4, 1
nop
