.balignw 4, 0x10000
add x0, x1, x2
