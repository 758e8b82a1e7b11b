.nops 0,
nop
