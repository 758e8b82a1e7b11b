.macro m a="nop"
\a
.endm
m
nop
