.type f,@common
nop
