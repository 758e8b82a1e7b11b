.macro m
.endm
.purgem m
.purgem m
nop
