.type f,@bogus
nop
