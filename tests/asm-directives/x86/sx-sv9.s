.equ .text, 2
nop
