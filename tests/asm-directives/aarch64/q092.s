.reloc foo, R_X86_64_64, bar
add x0, x1, x2
