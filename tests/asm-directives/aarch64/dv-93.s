a = 1
a = 2
add x0, x1, x2
