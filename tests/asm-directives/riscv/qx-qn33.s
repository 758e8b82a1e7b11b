.equ "a b", 3
.if "a b" == 4
.else
.error "no"
.endif
nop
