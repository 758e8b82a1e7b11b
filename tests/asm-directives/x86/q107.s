.symver f, f@V1
nop
