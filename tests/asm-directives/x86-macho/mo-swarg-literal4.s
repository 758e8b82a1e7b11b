.literal4 1
nop
