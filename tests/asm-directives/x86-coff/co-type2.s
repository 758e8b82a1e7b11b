.type 32 1
nop
