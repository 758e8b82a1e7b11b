.ifdef 1
.endif
nop
