.nops 0, -1
nop
