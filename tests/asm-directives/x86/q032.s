.type f,@function
nop
