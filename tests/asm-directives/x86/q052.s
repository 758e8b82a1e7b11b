.comm buf,-1
nop
