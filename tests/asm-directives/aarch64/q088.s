.reloc 0, BFD_RELOC_NONE, foo
add x0, x1, x2
