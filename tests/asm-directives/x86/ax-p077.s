.p2align 4, 0x100
nop
