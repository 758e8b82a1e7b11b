.byte 'a'
nop
