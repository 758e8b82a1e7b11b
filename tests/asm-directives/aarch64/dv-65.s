.balign 16,0x90,3
add x0, x1, x2
