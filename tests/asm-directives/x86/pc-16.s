.equ b, %rcx
nop
