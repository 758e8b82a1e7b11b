.p2align 64
add x0, x1, x2
