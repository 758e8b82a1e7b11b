.reloc 0, R_BOGUS, foo
add a0, a1, a2
