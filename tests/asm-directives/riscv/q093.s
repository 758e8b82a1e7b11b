.reloc 0, R_X86_64_64, bar+4
add a0, a1, a2
