.byte %lo (x)
nop
