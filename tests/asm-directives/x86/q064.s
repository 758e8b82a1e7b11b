.double 1.5, 2.5
nop
