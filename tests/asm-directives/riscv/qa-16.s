.macro m a
\a
.endm
m "nop"  # comment
nop
