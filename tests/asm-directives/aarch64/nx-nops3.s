.nops
nop
