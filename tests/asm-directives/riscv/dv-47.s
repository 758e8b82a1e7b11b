.p2align 4,,15
add a0, a1, a2
