.2byte %lo(5)
nop
