.p2align x
add a0, a1, a2
