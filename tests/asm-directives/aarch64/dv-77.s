.fill 1, 9, 0
add x0, x1, x2
