.org .+4
nop
