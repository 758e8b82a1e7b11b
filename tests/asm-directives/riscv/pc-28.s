.byte %hi((1)
nop
