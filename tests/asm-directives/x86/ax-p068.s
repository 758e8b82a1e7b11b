.zero 1, 2
nop
