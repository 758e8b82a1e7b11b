.symbol_stub 1
nop
