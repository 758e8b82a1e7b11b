.irpc x, a b  # c
.byte 0
.endr
nop
