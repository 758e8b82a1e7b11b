.fill 2, 3, 4
nop
