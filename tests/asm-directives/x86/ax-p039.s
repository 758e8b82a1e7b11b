.macro m
.endm
.purgem m
m
nop
