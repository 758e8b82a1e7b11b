.purgem 1
nop
