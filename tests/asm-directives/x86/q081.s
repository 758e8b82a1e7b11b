.double -1.5e-3
nop
