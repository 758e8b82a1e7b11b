.double 0x1.8p1
add a0, a1, a2
