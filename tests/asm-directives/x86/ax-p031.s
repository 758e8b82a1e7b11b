.if 1
.endif
.endif
nop
