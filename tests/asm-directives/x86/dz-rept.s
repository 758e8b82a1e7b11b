.rept 1/0
nop
.endr
