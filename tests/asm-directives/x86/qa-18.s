.macro m a
.ascii "\a"
.endm
m ""
nop
