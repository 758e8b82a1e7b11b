.nops 4, 0
nop
