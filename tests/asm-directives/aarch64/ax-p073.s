.p2align 33
nop
