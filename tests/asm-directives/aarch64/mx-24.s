.byte %lo(1)
nop
