.type f,@notype
nop
