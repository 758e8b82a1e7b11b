.p2align 4,,4
nop
