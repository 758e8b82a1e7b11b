.byte 2f+1
nop
