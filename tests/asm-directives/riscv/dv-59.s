.p2align 4,0x1ff
add a0, a1, a2
