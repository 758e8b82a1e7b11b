.p2align
add x0, x1, x2
