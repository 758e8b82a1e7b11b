.byte 'ab' // x
nop
