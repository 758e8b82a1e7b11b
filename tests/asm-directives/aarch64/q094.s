.reloc -1, R_X86_64_NONE
add x0, x1, x2
