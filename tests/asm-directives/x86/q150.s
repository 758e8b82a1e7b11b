.set x
nop
