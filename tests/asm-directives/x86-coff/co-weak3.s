.weak 1
nop
