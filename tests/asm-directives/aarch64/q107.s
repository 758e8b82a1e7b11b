.symver f, f@V1
add x0, x1, x2
