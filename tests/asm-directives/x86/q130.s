.dc 1
nop
