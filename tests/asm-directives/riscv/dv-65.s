.balign 16,0x90,3
add a0, a1, a2
