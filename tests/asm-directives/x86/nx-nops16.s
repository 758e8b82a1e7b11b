.NOPS 4
nop
