.double -inf
nop
