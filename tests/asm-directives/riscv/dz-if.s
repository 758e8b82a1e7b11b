.if 1/0
nop
.endif
