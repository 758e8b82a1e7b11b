.set x, 1
.long "x"
nop
