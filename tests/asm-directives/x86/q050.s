.comm buf,64,8
nop
