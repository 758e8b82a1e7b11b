a: .nops 4
nop
