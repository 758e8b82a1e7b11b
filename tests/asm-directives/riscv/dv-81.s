.skip 4, 0x100
add a0, a1, a2
