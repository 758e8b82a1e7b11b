.indirect_symbol _x
nop
