.equ "a b", 3
.if "a b" == 3
.error "yes"
.endif
nop
