.symbol_stub
nop
