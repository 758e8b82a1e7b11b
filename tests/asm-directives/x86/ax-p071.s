.p2align 31
nop
