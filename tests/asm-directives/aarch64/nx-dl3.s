1:
.byte 1b, 2f
.byte 1f
1:
nop
