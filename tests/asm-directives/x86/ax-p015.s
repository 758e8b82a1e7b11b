.set a, 2
.if a == 2
.error "eq"
.endif
nop
