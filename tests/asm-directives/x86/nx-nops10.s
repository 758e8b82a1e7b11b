.nops 4, x
nop
