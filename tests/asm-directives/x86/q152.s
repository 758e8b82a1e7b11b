.equ
nop
