.set a, 1
.set a, 2
add x0, x1, x2
