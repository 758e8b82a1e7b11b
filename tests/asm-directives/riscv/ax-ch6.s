.byte 'a''
nop
