.nops 4, 16
nop
