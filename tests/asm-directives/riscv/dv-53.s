.p2align 33
add a0, a1, a2
