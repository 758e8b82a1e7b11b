.double 0x1p
add x0, x1, x2
