.comm buf,64,-1
nop
