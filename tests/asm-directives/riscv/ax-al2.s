.altmacro
.macro m a
.byte \a
.endm
m %x
nop
