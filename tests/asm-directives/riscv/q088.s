.reloc 0, BFD_RELOC_NONE, foo
add a0, a1, a2
