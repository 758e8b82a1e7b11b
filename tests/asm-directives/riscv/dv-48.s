.p2align 4,0x90
add a0, a1, a2
