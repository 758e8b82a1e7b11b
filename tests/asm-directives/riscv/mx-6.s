.long %1 + 2
nop
