.rept 0
.error "no"
.endr
nop
