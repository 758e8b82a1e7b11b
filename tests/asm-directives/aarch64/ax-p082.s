.balign 4, 0x1000
nop
