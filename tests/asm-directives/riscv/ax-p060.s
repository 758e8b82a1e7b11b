.fill 1, -1
nop
