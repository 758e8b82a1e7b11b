.double x
nop
