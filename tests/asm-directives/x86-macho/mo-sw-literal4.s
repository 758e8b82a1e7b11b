.literal4
nop
