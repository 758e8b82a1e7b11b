.p2align 4,,x
add x0, x1, x2
