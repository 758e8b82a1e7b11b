.long 3b
nop
