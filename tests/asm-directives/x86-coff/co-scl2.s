.scl 2 3
nop
