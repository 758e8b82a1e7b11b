.set a, 1
.ifeq a - 1
.error "z"
.endif
nop
