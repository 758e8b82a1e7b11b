.altmacro
.macro m a
.ascii "\a"
.endm
m <"q">
nop
