.byte %hi(x)+1
nop
