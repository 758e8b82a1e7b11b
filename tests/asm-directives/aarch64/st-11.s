a:
.set a, a
add x0, x1, x2
