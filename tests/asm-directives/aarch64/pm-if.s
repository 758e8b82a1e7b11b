.if 5 % 2
nop
.endif
.if 4 % 2
nop
.endif
nop
