.space 4, 1
nop
