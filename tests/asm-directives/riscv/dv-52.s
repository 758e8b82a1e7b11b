.p2align 64
add a0, a1, a2
