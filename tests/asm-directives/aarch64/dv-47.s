.p2align 4,,15
add x0, x1, x2
