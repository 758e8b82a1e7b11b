.byte %hi(x),
nop
