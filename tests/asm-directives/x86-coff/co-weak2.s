.weak a b
nop
