.dc.d 1.5
nop
