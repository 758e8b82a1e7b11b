.non_lazy_symbol_pointer
.indirect_symbol _x
.long 0
.text
nop
