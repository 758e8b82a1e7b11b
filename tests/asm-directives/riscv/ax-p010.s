.irpc x
.endr
nop
