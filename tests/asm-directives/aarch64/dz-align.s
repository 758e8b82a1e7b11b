.p2align 1/0
nop
