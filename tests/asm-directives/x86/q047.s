.type f
nop
