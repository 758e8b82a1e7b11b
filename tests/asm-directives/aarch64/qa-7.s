.irpc c, "12"
.byte \c
.endr
nop
