.byte 1/0
.long (1/0)+2
.byte 1%0
nop
