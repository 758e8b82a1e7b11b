.byte 'a'+1
nop
