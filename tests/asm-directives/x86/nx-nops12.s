.nops 1+2, 3*1
nop
