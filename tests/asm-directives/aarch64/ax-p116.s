.byte 'ab'
nop
