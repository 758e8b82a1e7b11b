.byte %hi x
nop
