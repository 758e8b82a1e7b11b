.p2align 4, 0, -1
nop
