.double 1.5 2.5
add x0, x1, x2
