.nops 0 5
nop
