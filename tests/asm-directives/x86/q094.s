.reloc -1, R_X86_64_NONE
nop
