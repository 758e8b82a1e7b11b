.comm buf,64
nop
