.align 16
nop
