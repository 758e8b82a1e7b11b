.align 33
nop
