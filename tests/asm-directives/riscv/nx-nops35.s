.nops b-a
nop
