.double 1+2
nop
