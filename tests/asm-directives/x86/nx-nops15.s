.nops 4, 20
nop
