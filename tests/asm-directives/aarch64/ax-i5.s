.irpc x, ab cd
.byte 0
nop
