.lcomm buf
nop
