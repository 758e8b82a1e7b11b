.reloc -1, R_X86_64_NONE
add a0, a1, a2
