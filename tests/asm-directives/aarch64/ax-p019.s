.ifc a, a
.error "c"
.endif
nop
