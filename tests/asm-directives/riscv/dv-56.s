.p2align 4,x
add a0, a1, a2
