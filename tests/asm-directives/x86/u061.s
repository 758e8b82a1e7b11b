.data x
nop
