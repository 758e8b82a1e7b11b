.balign 0
nop
