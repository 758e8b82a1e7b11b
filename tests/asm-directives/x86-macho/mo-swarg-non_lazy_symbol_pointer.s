.non_lazy_symbol_pointer 1
nop
