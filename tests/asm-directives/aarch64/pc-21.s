.byte %HI(x)
nop
