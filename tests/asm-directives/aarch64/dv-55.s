.p2align x
add x0, x1, x2
