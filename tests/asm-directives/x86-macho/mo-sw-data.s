.data
nop
