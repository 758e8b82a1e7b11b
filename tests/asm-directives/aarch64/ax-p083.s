.align 3
nop
