.nops 4 ; nop
nop
