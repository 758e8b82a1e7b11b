.nops , 1
nop
