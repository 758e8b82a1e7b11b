.nops 4, 0x100000000
nop
