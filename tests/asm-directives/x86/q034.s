.type f,function
nop
