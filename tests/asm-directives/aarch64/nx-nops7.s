.nops 4,
nop
