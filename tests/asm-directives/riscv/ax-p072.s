.p2align 32
nop
