.double infinity
nop
