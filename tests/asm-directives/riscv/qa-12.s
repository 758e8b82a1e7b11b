.macro m a, b
\a
.byte \b
.endm
m b="1 2", a="nop"
nop
