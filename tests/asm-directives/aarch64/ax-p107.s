.ascii 1
nop
