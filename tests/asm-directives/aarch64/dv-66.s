.balign 16,0x100
add x0, x1, x2
