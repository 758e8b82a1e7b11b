.reloc 0, R_X86_64_NONE, foo
add x0, x1, x2
