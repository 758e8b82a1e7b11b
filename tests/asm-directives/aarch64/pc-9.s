.byte 1+%1
nop
