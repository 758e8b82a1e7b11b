.byte %
nop
