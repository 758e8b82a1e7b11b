.type f,
nop
