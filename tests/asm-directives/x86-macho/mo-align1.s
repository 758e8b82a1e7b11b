.align 4
nop
.align 3, 0x90
nop
