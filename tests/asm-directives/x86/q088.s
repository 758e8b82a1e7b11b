.reloc 0, BFD_RELOC_NONE, foo
nop
