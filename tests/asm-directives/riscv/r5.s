sw a0, 8(sp
add a0,a1,a2
