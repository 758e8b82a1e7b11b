.set a, 1
a:
add x0, x1, x2
