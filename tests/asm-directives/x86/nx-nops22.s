.nops 4, -1 5
nop
