.symver f
nop
