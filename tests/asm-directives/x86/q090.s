.reloc 0
nop
