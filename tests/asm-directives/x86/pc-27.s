.byte 1, %hi(1)
nop
