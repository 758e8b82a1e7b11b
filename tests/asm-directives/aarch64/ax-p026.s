.ifdef
.endif
nop
