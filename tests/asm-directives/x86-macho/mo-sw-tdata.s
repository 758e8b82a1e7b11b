.tdata
nop
