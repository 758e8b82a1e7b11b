.lcomm buf,64,8
nop
