.ascii
nop
