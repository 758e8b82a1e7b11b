.set "", 1
nop
