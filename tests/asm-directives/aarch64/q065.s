.double 0x1.8p1
add x0, x1, x2
