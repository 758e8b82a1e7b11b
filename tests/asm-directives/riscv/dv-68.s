.balignw 4, 0x10000
add a0, a1, a2
