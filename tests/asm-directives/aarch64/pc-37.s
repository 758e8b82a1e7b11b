.rept %1
.endr
nop
