.weak a, b
nop
