.fill 1, 8, 0x100000000
add x0, x1, x2
