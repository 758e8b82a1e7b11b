.type f,@object
nop
