.reloc 0, R_BOGUS, foo
nop
