.fill 2, 1, %1
nop
