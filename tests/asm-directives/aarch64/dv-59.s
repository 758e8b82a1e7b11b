.p2align 4,0x1ff
add x0, x1, x2
