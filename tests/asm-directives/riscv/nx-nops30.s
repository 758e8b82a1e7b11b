.nops 4 # c
nop
