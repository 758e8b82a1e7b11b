.p2align 4,,-1
add x0, x1, x2
