.skip 4, 5f
.fill 5f, 1, 0
.p2align 2, 5f
nop
