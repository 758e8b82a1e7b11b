.macro m a
.ascii "\a"
.endm
m "a\"b"
nop
