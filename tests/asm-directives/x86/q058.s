.lcomm buf,64
nop
