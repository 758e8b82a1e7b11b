.skip 2, -300
nop
