.macro m a
.byte \a
.endm
m '#'
nop
