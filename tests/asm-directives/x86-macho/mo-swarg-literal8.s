.literal8 1
nop
