.if 1
.elseif 0
.else
.else
.endif
nop
