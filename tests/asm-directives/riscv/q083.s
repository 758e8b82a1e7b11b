.double 0x1p
add a0, a1, a2
