.irpc x, ab cd
.byte 0
.endr
nop
