.macro m a
\a
.endm
m "nop"
nop
