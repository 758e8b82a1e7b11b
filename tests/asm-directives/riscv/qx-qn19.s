"x" = 5
.long x
nop
