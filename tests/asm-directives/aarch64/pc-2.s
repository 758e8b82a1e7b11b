nop
.byte 1, %1, 2
nop
