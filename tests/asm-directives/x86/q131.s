.ds.b 4
nop
