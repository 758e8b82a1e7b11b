.lcomm buf,64,3
nop
