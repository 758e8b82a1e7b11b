.macro m a
.ifc \a, nop
\a
.endif
.endm
m "nop"
nop
