.balign 1<<31
nop
