.reloc foo, R_X86_64_64, bar
add a0, a1, a2
