.balignl 8, 0x100000000
add a0, a1, a2
