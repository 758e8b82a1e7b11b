.p2align
add a0, a1, a2
