.byte -129
nop
