.nops 5-6, 1
nop
