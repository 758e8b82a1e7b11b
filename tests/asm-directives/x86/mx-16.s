.reloc ., R_X86_64_NONE, %1
nop
