.type f,#function
nop
