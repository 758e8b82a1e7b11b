.long 0x100000000
nop
