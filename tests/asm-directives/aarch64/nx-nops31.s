.set a, 3
.nops a, a
nop
