.double 1e400
nop
