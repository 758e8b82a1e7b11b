.byte 256
nop
