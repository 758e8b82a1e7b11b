.fill 1+1, 2*2, 3
nop
