.tdata 1
nop
