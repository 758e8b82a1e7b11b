.p2align 33
add x0, x1, x2
