.byte %hi(x)*2
nop
