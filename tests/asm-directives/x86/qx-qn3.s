.equ "x", 3
.long x
nop
