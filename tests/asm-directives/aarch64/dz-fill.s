.fill 1/0, 1, 0
.skip 1/0
nop
