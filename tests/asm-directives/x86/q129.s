.dc.s 1.5
nop
