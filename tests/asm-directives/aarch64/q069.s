.double 1e400
add x0, x1, x2
