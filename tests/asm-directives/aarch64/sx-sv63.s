.macro m
.set .text, 1
.endm
m
nop
