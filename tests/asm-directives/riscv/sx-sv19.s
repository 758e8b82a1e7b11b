.set .strtab, 1
nop
