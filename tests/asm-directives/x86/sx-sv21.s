.set .shstrtab, 1
nop
