.reloc 0, R_BOGUS, foo
add x0, x1, x2
