.ifc "a b", "a b"
.error "c"
.endif
nop
