.p2align 4, 0, 100
nop
