.skip 1, 1f
nop
