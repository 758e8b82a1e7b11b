.reloc 0, R_X86_64_64
nop
