.byte %hi(x)
nop
