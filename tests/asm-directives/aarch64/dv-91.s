.equiv a, 1
.equiv a, 2
add x0, x1, x2
