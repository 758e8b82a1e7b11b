.lazy_symbol_pointer
nop
