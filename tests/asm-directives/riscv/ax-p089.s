1:
1:
.byte 1b
nop
