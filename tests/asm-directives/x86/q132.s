.dcb.b 2, 1
nop
