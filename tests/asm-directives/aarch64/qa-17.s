.macro m a
.ascii \a
.endm
m "x"
nop
