.byte 1f
nop
