.p2align 4 5
add x0, x1, x2
