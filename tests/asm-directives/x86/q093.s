.reloc 0, R_X86_64_64, bar+4
nop
