.macro m
.endm
.macro m
.endm
nop
