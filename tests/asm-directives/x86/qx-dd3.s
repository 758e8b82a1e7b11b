.rept 2
r:
.endr
nop
