.set .TEXT, 1
nop
