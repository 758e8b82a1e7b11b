.balign 3
nop
