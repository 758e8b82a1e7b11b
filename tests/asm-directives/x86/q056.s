.comm 1buf,64
nop
