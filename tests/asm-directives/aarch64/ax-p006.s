.rept 1 2
.endr
nop
