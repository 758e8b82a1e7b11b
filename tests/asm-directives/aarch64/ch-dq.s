.byte '"'
nop
