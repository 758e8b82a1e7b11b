.set a, 2
.if a > 1 && a < 3
.error "and"
.endif
nop
