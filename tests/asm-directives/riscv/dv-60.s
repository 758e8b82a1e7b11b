.p2align 4 5
add a0, a1, a2
