.nops 20, 16
nop
