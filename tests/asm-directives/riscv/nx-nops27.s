.nops 0x7fffffffffffffff
nop
