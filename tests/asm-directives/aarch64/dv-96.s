.set 1, 2
add x0, x1, x2
