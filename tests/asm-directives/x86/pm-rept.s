.rept 5 % 3
nop
.endr
