.rept 3
.if 1
.endr
nop
