.type f,%function
nop
