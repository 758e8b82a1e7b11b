.if "a" == 1
.endif
nop
