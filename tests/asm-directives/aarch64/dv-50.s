.p2align 4,0x90,
add x0, x1, x2
