.ifb ""
nop
.endif
nop
