.rept -1
.byte 1
.endr
nop
