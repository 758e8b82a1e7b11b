.comm buf,64,8,1
nop
