.ifeqs "a", "a"
.error "eqs"
.endif
nop
