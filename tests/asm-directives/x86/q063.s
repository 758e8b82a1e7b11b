.double 1.5
nop
