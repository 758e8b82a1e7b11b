.set .symtab, 1
nop
