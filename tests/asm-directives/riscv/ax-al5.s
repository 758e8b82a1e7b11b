.altmacro
.set q, 5
.macro m a
.byte \a
.endm
m %q*2
nop
