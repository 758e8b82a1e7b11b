.ifc "a", a
nop
.endif
nop
