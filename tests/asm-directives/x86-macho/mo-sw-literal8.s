.literal8
nop
