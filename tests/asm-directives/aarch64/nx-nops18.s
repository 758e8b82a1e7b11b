.nops 1f
nop
