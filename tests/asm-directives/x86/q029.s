.previous
nop
