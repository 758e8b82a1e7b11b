.macro m a
.byte \a
.endm
m "1
nop
