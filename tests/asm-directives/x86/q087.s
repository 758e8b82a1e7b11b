.reloc 0, R_X86_64_NONE, foo
nop
