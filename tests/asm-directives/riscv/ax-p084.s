.align 1<<20
nop
