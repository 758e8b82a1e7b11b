.irpc x, a (b)
.byte 0
.endr
nop
