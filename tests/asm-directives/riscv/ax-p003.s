.irpc c, 123
.rept \c
.byte \c
.endr
.endr
nop
