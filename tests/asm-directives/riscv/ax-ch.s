.if '\a' == 97
.error "a=97"
.endif
nop
