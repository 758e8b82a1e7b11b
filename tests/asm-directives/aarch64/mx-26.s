.macro m a
.long %\a
.endm
m rax
m 1
nop
