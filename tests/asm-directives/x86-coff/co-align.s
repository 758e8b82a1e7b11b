.align 8
nop
.align 3
nop
