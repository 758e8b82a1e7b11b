.double inf
nop
