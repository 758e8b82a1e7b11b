.skip 1+1, 300
nop
