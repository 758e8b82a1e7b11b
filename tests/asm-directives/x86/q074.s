.double
nop
