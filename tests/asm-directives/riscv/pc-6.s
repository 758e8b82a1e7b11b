.if %1
.endif
nop
