.tdata
.set .tdata, 1
nop
