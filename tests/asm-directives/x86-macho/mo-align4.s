.balign 16
nop
.p2align 4
nop
