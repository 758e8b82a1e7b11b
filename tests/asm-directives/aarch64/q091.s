.reloc 0, R_X86_64_64
add x0, x1, x2
