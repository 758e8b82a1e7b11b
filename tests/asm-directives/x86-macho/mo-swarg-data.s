.data 1
nop
