.p2align 4
add x0, x1, x2
