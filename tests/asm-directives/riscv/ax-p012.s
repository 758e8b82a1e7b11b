.endr
.endr
nop
