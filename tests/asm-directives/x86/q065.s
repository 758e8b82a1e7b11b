.double 0x1.8p1
nop
