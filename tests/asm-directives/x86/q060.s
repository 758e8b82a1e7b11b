.lcomm buf,-4
nop
