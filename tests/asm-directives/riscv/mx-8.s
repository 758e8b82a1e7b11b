.if (. - 0) == 0
.endif
nop
