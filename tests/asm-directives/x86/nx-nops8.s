.nops 4 5
nop
