.if b == 1
.endif
nop
