.rept x
.endr
nop
