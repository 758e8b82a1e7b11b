.byte 1b
nop
