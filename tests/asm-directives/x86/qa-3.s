.macro m a
.ascii "\a"
.byte \a
.endm
m "a b"
nop
