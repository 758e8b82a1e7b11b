.p2align 1f
nop
