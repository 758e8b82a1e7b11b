3:
.long 3b, 3f
.quad 0x1f, 0b1, 10b, 2f-3b
3:
nop
