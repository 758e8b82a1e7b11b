.set x, 9 % 4
.byte x
nop
