.double 1
nop
