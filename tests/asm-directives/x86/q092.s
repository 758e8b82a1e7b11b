.reloc foo, R_X86_64_64, bar
nop
