.ifb
.error "b"
.endif
nop
