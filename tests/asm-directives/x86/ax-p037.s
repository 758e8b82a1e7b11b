.purgem
nop
