.byte 'a
nop
