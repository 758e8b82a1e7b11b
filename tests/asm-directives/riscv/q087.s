.reloc 0, R_X86_64_NONE, foo
add a0, a1, a2
