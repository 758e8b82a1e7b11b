.byte 'ab' # x
nop
