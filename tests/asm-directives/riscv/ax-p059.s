.fill 1, 9, 0
nop
